import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { paths } from '@/config/paths';

import { Icon } from './icon';

/** Home page search: sends the visitor to the catalogue, filtered by what they typed. */
export function SectorSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const headingId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    navigate(paths.qualifications.getHref(search ? { search } : undefined));
  }

  return (
    <div className="rounded-2xl bg-white p-5 text-slate-800 shadow-xl ring-1 ring-black/5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        Sector Search
      </h2>
      {/* The action lets the search work as a plain form until the page's script has loaded. */}
      <Form
        role="search"
        aria-labelledby={headingId}
        action={paths.qualifications.getHref()}
        onSubmit={handleSubmit}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          className="flex-1"
          label="Search by sector, subject or qualification title"
          type="search"
          name="search"
          autoComplete="off"
          placeholder="For example: teaching assistant"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" className="shrink-0">
          <Icon name="search" className="size-5" />
          Search
        </Button>
      </Form>
    </div>
  );
}
