/**
 * The federal credits' form fields (IRC §24 and §32), shared by the federal income tax and take-home pages. Blank
 * means 0 (and, for the EIC, "as many as the children"), so that an address without them stays as it was.
 */
export type CreditFormValues = {
  /** Qualifying children under 17 for the Child Tax Credit. */
  readonly children: string;
  readonly dependents: string;
  /** Blank: the same number as `children`. */
  readonly eitcChildren: string;
};

/** 1 to 10 in the form (blank is 0); the API takes up to 20. */
export const countOptions = Array.from({ length: 10 }, (_, index) => String(index + 1));

export const creditFormDefaults: CreditFormValues = { children: '', dependents: '', eitcChildren: '' };

export const creditQueryKeys = { children: 'children', dependents: 'dependents', eitcChildren: 'eitcChildren' } as const;

/** "children=0" in an address falls back to blank, which is the same 0. */
export const creditChoices = {
  children: ['', ...countOptions],
  dependents: ['', ...countOptions],
  eitcChildren: ['', '0', '1', '2', '3'],
};

export function creditRequestInput(values: CreditFormValues) {
  return {
    ...(values.children === '' ? {} : { qualifyingChildren: values.children }),
    ...(values.dependents === '' ? {} : { otherDependents: values.dependents }),
    ...(values.eitcChildren === '' ? {} : { eitcQualifyingChildren: values.eitcChildren }),
  };
}

export const creditFieldForRequestKey = {
  qualifyingChildren: 'children',
  otherDependents: 'dependents',
  eitcQualifyingChildren: 'eitcChildren',
} as const;
