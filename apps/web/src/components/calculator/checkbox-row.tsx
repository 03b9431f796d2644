/** One labelled checkbox of a calculator form; its value in the form is 'true' or ''. */
export function CheckboxRow({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox-field">
      <input type="checkbox" id={id} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
