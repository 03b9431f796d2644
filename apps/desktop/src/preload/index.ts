import { contextBridge, ipcRenderer } from 'electron';
import { createInvokeBridge } from '@taxatlas/contracts/desktop-bridge';
import { parseBridgeArguments } from './bridge-arguments';

// Sandboxed preload: the page gets `window.taxatlas`, the bridge declared in libs/contracts, and nothing else of
// Electron. Each method is one `ipcRenderer.invoke` on a channel from that same file, answered in main.
contextBridge.exposeInMainWorld(
  'taxatlas',
  createInvokeBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args), parseBridgeArguments(process.argv)),
);
