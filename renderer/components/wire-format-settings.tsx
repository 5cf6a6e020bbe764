import type { WireFormat } from '../../shared/environments.ts';

/** Which payload format to ask the brokerage for; both decode to the same models. */
export function WireFormatSettings({ value, onChange }: { value: WireFormat; onChange: (format: WireFormat) => void }) {
  return (
    <label className="field-row">
      <span>Answers from the brokerage in</span>
      <select aria-label="Wire format" value={value} onChange={(e) => onChange(e.target.value === 'xml' ? 'xml' : 'json')}>
        <option value="json">JSON</option>
        <option value="xml">XML</option>
      </select>
    </label>
  );
}
