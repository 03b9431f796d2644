import { contextBridge } from 'electron';
import { parseBridgeArguments } from './bridge-arguments';

// Sandboxed preload: only `contextBridge` crosses into the page, and it carries plain data, no functions.
contextBridge.exposeInMainWorld('taxatlas', parseBridgeArguments(process.argv));
