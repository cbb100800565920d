import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-600 bg-brand-50 text-brand-900',
};

type AlertProps = {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * 'alert' interrupts a screen reader (errors, outcomes of a submit); 'status' waits politely.
   * Use 'none' for static notes that are not news.
   */
  role?: 'alert' | 'status' | 'none';
  /** For fields that the message is about: they point at it with aria-describedby. */
  id?: string;
  className?: string;
};

/** A coloured message box: form outcomes, errors and notes. */
export function Alert({ tone, title, children, role = 'status', id, className = '' }: AlertProps) {
  return (
    <div
      id={id}
      role={role === 'none' ? undefined : role}
      className={`rounded-lg border-l-4 p-4 ${tones[tone]} ${className}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}
