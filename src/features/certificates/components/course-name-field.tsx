import type { ChangeEvent } from 'react';

import { TextField } from '@/components/ui/field';
import { qualifications } from '@/content/qualifications';
import { COURSE_NAME_LIMIT } from '@/domain/limits';

const courseTitles = qualifications.map((qualification) => qualification.title);

type CourseNameFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
};

/** Free text, with the catalogue's titles offered as the user types. */
export function CourseNameField({ id, value, onChange }: CourseNameFieldProps) {
  const listId = `${id}-titles`;
  return (
    <div className="sm:col-span-2">
      <TextField
        id={id}
        label="Course Name"
        hint="Start typing to choose a qualification from our catalogue, or enter the title as awarded."
        list={listId}
        autoComplete="off"
        maxLength={COURSE_NAME_LIMIT}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {courseTitles.map((title) => (
          <option key={title} value={title} />
        ))}
      </datalist>
    </div>
  );
}
