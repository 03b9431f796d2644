// jsdom lacks fetch and friends; copy Node's own into the window so RTK Query and antd run in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'ReadableStream',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeGlobals;
