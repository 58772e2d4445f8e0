import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {ValidateFunction} from 'ajv';
import type {ContractNode} from '../../packages/api-model/contract';
import {localizedContract} from '../../packages/api-model/localized';
import {buildConsoleModel, type ConsoleModel} from '../../src/plugins/try-it/model';
import {validatorsModule} from '../../src/plugins/try-it/validators';
import {componentRef, contractAjv} from '../../packages/api-model/ajv';
import type {Validators} from '../../src/lib/try-it/request';
import {Sandbox, type SandboxOptions, type SandboxRequest, type SandboxResponse} from '../../src/lib/sandbox';
import {answerProblems} from './answer-problems';
import {loadValidators} from './try-it';
import {buildApiModel} from '../../packages/api-model/model';

export interface Contract {
  contract: ContractNode;
  model: ConsoleModel;
  validators: Validators;
}
let loaded: Promise<Contract> | undefined;
/** The English contract with the request console's model and compiled validators, as the page gets them. */
export function loadContractModel(): Promise<Contract> {
  loaded ??= (async () => {
    const contract = await localizedContract('en');
    const api = buildApiModel(contract);
    const model = buildConsoleModel(api);
    return {contract, model, validators: loadValidators(validatorsModule(api, model))};
  })();
  return loaded;
}

/**
 * Every way a sandbox answer breaks the contract: the checks of the console's mock
 * (tests/support/answer-problems.ts), and for an event stream each event's `data:` against the
 * `ChangeEvent` schema and its `id:` and `event:` against the data.
 */
export function sandboxProblems(c: Contract, answer: SandboxResponse): string[] {
  const op = Object.values(c.model.operations).find((o) => o.operationId === answer.operationId);
  if (!op) return [`${answer.status}: no operation answered`];
  const problems = answerProblems(c.contract, op, answer);
  if (answer.contentType === 'text/event-stream' && answer.status === 200) {
    const validate = contractAjv(c.contract).compile(componentRef('ChangeEvent')) as ValidateFunction;
    for (const block of String(answer.body)
      .split('\n\n')
      .filter((b) => b.trim() !== '')) {
      const fields = Object.fromEntries(
        block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const event: unknown = JSON.parse(fields.data ?? 'null');
      if (!validate(event))
        problems.push(`${op.operationId} 200: event ${fields.id} breaks ${JSON.stringify(validate.errors?.[0])}`);
      const e = event as {id?: string; type?: string};
      if (e.id !== fields.id || e.type !== fields.event)
        problems.push(`${op.operationId} 200: event ${fields.id} has id/event lines that differ from its data`);
    }
  }
  return problems;
}

/**
 * A sandbox whose every answer is checked against the contract: `answers` counts them and
 * `problems` collects what broke it, so a test asserts both at the end of its run.
 */
export function checkedSandbox(c: Contract, options?: SandboxOptions) {
  const sandbox = new Sandbox(c.model, c.validators, options);
  const log = {answers: 0, problems: [] as string[]};
  const send = (request: SandboxRequest): SandboxResponse => {
    const answer = sandbox.handle(request);
    log.answers++;
    log.problems.push(...sandboxProblems(c, answer));
    return answer;
  };
  return {sandbox, send, log};
}

/**
 * The sandbox behind a loopback HTTP server (node:http), for tools that speak HTTP (the Arazzo
 * runner): each request becomes `sandbox.handle`, each answer the HTTP response. Every answer is
 * checked as `checkedSandbox` checks it.
 */
export async function serveSandbox(c: Contract, options?: SandboxOptions) {
  const checked = checkedSandbox(c, options);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const query: Record<string, string[]> = {};
      for (const [k, v] of url.searchParams) (query[k] ??= []).push(v);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = checked.send({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v.length === 1 ? v[0]! : v])),
        headers,
        ...(text !== '' ? {body: text} : {}),
      });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(
        answer.body === undefined
          ? undefined
          : typeof answer.body === 'string' && answer.contentType !== 'application/json'
            ? answer.body
            : JSON.stringify(answer.body),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    ...checked,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
