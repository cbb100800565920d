import { useState } from 'react';

import { Button } from './button';

type CopyButtonProps = {
  /** What is put on the clipboard. */
  text: string;
  /** The button's words. */
  label: string;
  /** Said, and shown beside the button, once the text is on the clipboard. */
  copiedMessage: string;
  className?: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a piece of text and says so where everyone can see and hear it. Where the browser
 * refuses the clipboard, the text is shown to be copied by hand.
 */
export function CopyButton({ text, label, copiedMessage, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (error) {
      console.error('Could not copy to the clipboard.', error);
      setState('failed');
    }
  }

  return (
    <span className={className}>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="ml-2 text-sm">
        {state === 'copied' ? (
          <span className="font-medium text-green-800">{copiedMessage}</span>
        ) : null}
        {state === 'failed' ? (
          <span className="text-slate-800">
            Copying was not allowed. Copy it from here: <span className="break-all">{text}</span>
          </span>
        ) : null}
      </span>
    </span>
  );
}
