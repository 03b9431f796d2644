/** sessionStorage key of a toast kept across a reload (toast.ts); its own module so that the header can check it cheaply. */
export const PENDING_TOAST_KEY = 'taxatlas:toast';
