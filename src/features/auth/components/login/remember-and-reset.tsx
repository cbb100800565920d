import { CheckboxField } from '@/components/ui/field';

type RememberAndResetProps = {
  remember: boolean;
  onRemember: (remember: boolean) => void;
  sendingReset: boolean;
  onForgotPassword: () => void;
};

/** 'Remember Me' and 'Forgot Password?', side by side under the password. */
export function RememberAndReset({
  remember,
  onRemember,
  sendingReset,
  onForgotPassword,
}: RememberAndResetProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
      <CheckboxField
        label="Remember Me"
        hint="Stay signed in on this device. Leave unticked on a shared computer."
        name="remember"
        checked={remember}
        onChange={(event) => onRemember(event.target.checked)}
        className="max-w-xs"
      />
      <button
        type="button"
        onClick={onForgotPassword}
        disabled={sendingReset}
        className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
      >
        {sendingReset ? 'Sending link...' : 'Forgot Password?'}
      </button>
    </div>
  );
}
