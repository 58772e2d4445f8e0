// Shared by the JSON-transforming loaders of this folder.
'use strict';

/** The parsed JSON module, or an error naming the loader and the file. */
function parseJsonModule(loaderName, source, resourcePath) {
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new Error(`${loaderName}: ${resourcePath} is not JSON: ${error.message}`, {cause: error});
  }
}

module.exports = {parseJsonModule};
