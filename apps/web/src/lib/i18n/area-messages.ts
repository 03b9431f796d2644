// The registry of area catalogues lives in the provider's module (one chunk with the app's first load).
export {
  areaMessages,
  areaMessagesVersion,
  registerAreaMessages,
  registeredAreas,
  subscribeToAreaMessages,
  type AreaCatalogue,
} from './i18n-provider';
