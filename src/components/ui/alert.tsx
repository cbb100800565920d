import type { ReactNode, Ref } from 'react';

type Tone = 'success' | 'warning' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-600 bg-brand-50 text-brand-900',
};

type AlertProps = {
  tone: Tone;
  title?: ReactNode;
  /** The title as a heading of the page's outline ('h2', 'h3'); a paragraph by default. */
  titleAs?: 'p' | 'h2' | 'h3';
  children?: ReactNode;
  /**
   * 'alert' interrupts a screen reader (errors, outcomes of a submit); 'status' waits politely.
   * Use 'none' for static notes that are not news.
   */
  role?: 'alert' | 'status' | 'none';
  /** For fields that the message is about: they point at it with aria-describedby. */
  id?: string;
  /**
   * For an outcome that takes the focus when it appears (a form's, once sent): the box can be
   * focused from script, not tabbed to, and shows where the focus is.
   */
  focusRef?: Ref<HTMLDivElement>;
  className?: string;
};

/** A coloured message box: form outcomes, errors and notes. */
export function Alert({
  tone,
  title,
  titleAs: Title = 'p',
  children,
  role = 'status',
  id,
  focusRef,
  className = '',
}: AlertProps) {
  return (
    <div
      id={id}
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role={role === 'none' ? undefined : role}
      className={`rounded-lg border-l-4 p-4 ${focusRef ? 'focus:outline-2 focus:outline-offset-2' : ''} ${tones[tone]} ${className}`}
    >
      {title ? <Title className="font-semibold">{title}</Title> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}
