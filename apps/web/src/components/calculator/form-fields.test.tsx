import { fireEvent, render, screen } from '@testing-library/react';
import { MoneyInput, SelectField } from './form-fields';

const noop = () => undefined;

describe('calculator form fields', () => {
  it('a money input is named by its label, shows its currency and announces its help text', () => {
    render(<MoneyInput id="income" name="income" label="Gross annual income" prefix="£" value="60000" help="Before tax" onChange={noop} />);
    const input = screen.getByRole('textbox', { name: 'Gross annual income' });
    expect(input).toHaveValue('60000');
    expect(input).toHaveAccessibleDescription('Before tax');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('£')).toHaveAttribute('aria-hidden', 'true');
  });

  it('an error replaces the help text, marks the control invalid and is announced with it', () => {
    render(
      <MoneyInput
        id="income"
        name="income"
        label="Gross annual income"
        prefix="£"
        value="abc"
        help="Before tax"
        error="Gross annual income must be a number"
        onChange={noop}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Gross annual income' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Gross annual income must be a number');
    expect(screen.queryByText('Before tax')).not.toBeInTheDocument();
  });

  it('a select lists its options and reports the chosen value', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        id="region"
        name="region"
        label="Region"
        value="england"
        options={[
          { value: 'england', label: 'England' },
          { value: 'scotland', label: 'Scotland' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveValue('england');
    fireEvent.change(select, { target: { value: 'scotland' } });
    expect(onChange).toHaveBeenCalledWith('scotland');
  });
});
