import type {ValidateFunction} from 'ajv';
import {isRecord, type ContractNode} from '../../packages/api-model/contract';
import type {ConsoleOperation} from '../../src/plugins/try-it/model';
import {componentRef, contractAjv} from '../../packages/api-model/ajv';
import type {MockResponse} from '../../src/lib/try-it/mock';

/**
 * Every way an offline answer (the request console's mock, the sandbox) breaks the contract: its
 * status is not declared, its body fails the response's schema, a header it declares as required is
 * missing, a header value fails its schema. Each problem starts with the operation and status.
 */
export function answerProblems(contract: ContractNode, op: ConsoleOperation, answer: MockResponse): string[] {
  const ajv = contractAjv(contract);
  const where = `${op.operationId} ${answer.status}`;
  const response = op.responses.find((r) => r.status === String(answer.status));
  if (!response) return [`${where}: status not declared by the operation`];
  const problems: string[] = [];
  if (response.schema && response.contentType === 'application/json') {
    const validate = ajv.compile(componentRef(response.schema)) as ValidateFunction;
    if (!validate(answer.body))
      for (const e of validate.errors ?? [])
        problems.push(`${where}: body ${e.instancePath || '/'} breaks ${e.keyword} ${JSON.stringify(e.params)}`);
  } else if (!response.contentType && answer.body !== undefined)
    problems.push(`${where}: a body where none is declared`);
  const components =
    isRecord(contract.components) && isRecord(contract.components.headers) ? contract.components.headers : {};
  for (const {name, required} of response.headers) {
    const value = answer.headers.find(([n]) => n === name)?.[1];
    if (value === undefined) {
      if (required) problems.push(`${where}: required header ${name} missing`);
      continue;
    }
    const h = components[name];
    const schema = isRecord(h) && isRecord(h.schema) ? h.schema : {};
    const typed = schema.type === 'integer' ? Number(value) : value;
    const validate = ajv.compile(schema);
    if (!validate(typed))
      problems.push(`${where}: header ${name}: ${value} breaks ${JSON.stringify(validate.errors?.[0]?.params)}`);
  }
  return problems;
}
