import { clsx } from 'clsx';
import { useId, useState, type DragEvent } from 'react';

type FileDropProps = {
  onFile: (file: File) => void;
  disabled?: boolean;
};

/** A file picker that also takes a CSV file dropped onto it. */
export function FileDrop({ onFile, disabled = false }: FileDropProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [over, setOver] = useState(false);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    // The input inside is the control; dropping a file is a shortcut for those with a mouse.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      className={clsx(
        'rounded-xl border-2 border-dashed p-6 text-center transition-colors sm:p-10',
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
      )}
    >
      <label
        id={`${inputId}-label`}
        htmlFor={inputId}
        className="block font-semibold text-slate-900"
      >
        Choose a CSV file
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        or drop one here. UTF-8, comma-separated, with the template&apos;s header row.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-describedby={hintId}
        className="mx-auto mt-4 block max-w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
