import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { sessionReducer, sessionSlice } from '../lib/auth/session-slice';

export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [sessionSlice.reducerPath]: sessionReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
