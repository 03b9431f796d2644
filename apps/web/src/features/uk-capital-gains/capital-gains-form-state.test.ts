import {
  blankDisposal,
  capitalGainsAdapter,
  capitalGainsQueryFromValues,
  capitalGainsSchema,
  capitalGainsValuesFromQuery,
  defaultCapitalGainsValues,
  fieldOfPath,
  MAX_CGT_DISPOSALS,
  validateCapitalGains,
  type CapitalGainsFormValues,
} from './capital-gains-form-state';

describe('UK capital gains form ↔ URL, with a list of disposals', () => {
  beforeAll(() => capitalGainsSchema.load());

  const twoDisposals: CapitalGainsFormValues = {
    ...defaultCapitalGainsValues,
    taxableIncome: '£20,000',
    taxYear: '2025-26',
    lossesBroughtForward: '1,500',
    disposals: [
      { gain: '52,600', assetType: 'other', disposalDate: '2025-06-01', completionDate: '' },
      { gain: '-3,000', assetType: 'residential-property', disposalDate: '2025-09-01', completionDate: '2025-10-15' },
    ],
  };

  it('writes each disposal under indexed keys and reads the same rows back', () => {
    const query = capitalGainsQueryFromValues(twoDisposals);
    expect(query.toString()).toBe(
      'income=20000&year=2025-26&losses=1500&gain1=52600&type1=other&date1=2025-06-01&gain2=-3000&type2=residential-property&date2=2025-09-01&completion2=2025-10-15',
    );
    expect(capitalGainsValuesFromQuery(query)).toEqual({
      ...twoDisposals,
      taxableIncome: '20000',
      lossesBroughtForward: '1500',
      disposals: [
        { ...twoDisposals.disposals[0], gain: '52600' },
        { ...twoDisposals.disposals[1], gain: '-3000' },
      ],
    });
  });

  it('builds the request: rows in order, signed gains, a completion date only for residential property', () => {
    const values = {
      ...twoDisposals,
      disposals: [{ ...twoDisposals.disposals[0]!, completionDate: '2025-07-01' }, twoDisposals.disposals[1]!],
    };
    expect(validateCapitalGains(values)).toEqual({
      ok: true,
      request: {
        taxYear: '2025-26',
        taxableIncome: 20000,
        scottishTaxpayer: false,
        lossesBroughtForward: 1500,
        badrLifetimeUsed: 0,
        investorsReliefLifetimeUsed: 0,
        disposals: [
          { gain: 52600, assetType: 'other', disposalDate: '2025-06-01' },
          { gain: -3000, assetType: 'residential-property', disposalDate: '2025-09-01', completionDate: '2025-10-15' },
        ],
      },
    });
  });

  it("names the row and field of a bad disposal (the second row's date), and the income when it is missing", () => {
    const bad = {
      ...twoDisposals,
      disposals: [twoDisposals.disposals[0]!, { ...twoDisposals.disposals[1]!, disposalDate: '2025-02-30' }],
    };
    expect(validateCapitalGains(bad)).toEqual({ ok: false, errors: [expect.objectContaining({ field: 'disposals.1.disposalDate' })] });
    const blankRow = validateCapitalGains({ ...twoDisposals, taxableIncome: '', disposals: [blankDisposal] });
    expect(blankRow.ok ? [] : blankRow.errors.map((error) => error.field)).toEqual([
      'taxableIncome',
      'disposals.0.gain',
      'disposals.0.disposalDate',
    ]);
    expect(fieldOfPath(['disposals'])).toBe('disposals');
    expect(fieldOfPath(['disposals', 3, 'assetType'])).toBe('disposals.3.assetType');
  });

  it('reads rows up to the first gap, at most the schema’s limit, and falls back to the defaults for unknown values', () => {
    const query = new URLSearchParams('income=1000&year=1999-00&scottish=yes&gain1=5&type1=car&gain3=7');
    expect(capitalGainsValuesFromQuery(query)).toEqual({
      ...defaultCapitalGainsValues,
      taxableIncome: '1000',
      disposals: [{ ...blankDisposal, gain: '5' }],
    });
    expect(capitalGainsAdapter.fromQuery(new URLSearchParams('gain1=5'))).toBeUndefined();
    const many = new URLSearchParams('income=1');
    for (let number = 1; number <= MAX_CGT_DISPOSALS + 5; number++) many.set(`gain${number}`, '1');
    expect(capitalGainsValuesFromQuery(many)?.disposals).toHaveLength(MAX_CGT_DISPOSALS);
  });
});
