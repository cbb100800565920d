import { SelectField } from '@/components/ui/field';
import type { AuditAction } from '@/domain/audit';
import { auditActions, describeAction } from '@/domain/audit-descriptions';

const actionGroups: { label: string; prefix: string }[] = [
  { label: 'Certificates', prefix: 'certificate.' },
  { label: 'Verification attempts', prefix: 'attempt.' },
  { label: 'Staff access', prefix: 'staff.' },
];

type ActionSelectProps = {
  id: string;
  value: AuditAction | null;
  onChange: (action: AuditAction | null) => void;
};

/** The Activity filter's action: any, or one, grouped by what it is done to. */
export function ActionSelect({ id, value, onChange }: ActionSelectProps) {
  return (
    <SelectField
      id={id}
      label="Action"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as AuditAction | null)}
    >
      <option value="">Any action</option>
      {actionGroups.map((group) => (
        <optgroup key={group.prefix} label={group.label}>
          {auditActions
            .filter((action) => action.startsWith(group.prefix))
            .map((action) => (
              <option key={action} value={action}>
                {describeAction(action)}
              </option>
            ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
