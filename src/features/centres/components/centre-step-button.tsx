import { Button } from '@/components/ui/button';
import type { Centre, CentreStatus } from '@/domain/centres';

import type { CentreStep } from '../utils/centre-step-text';

/** 'Suspend' an active centre, 'Reactivate' a suspended one. */
export function CentreStepButton({
  centre,
  onChoose,
}: {
  centre: Centre;
  onChoose: (step: CentreStep) => void;
}) {
  const to: CentreStatus = centre.status === 'active' ? 'suspended' : 'active';
  const verb = to === 'suspended' ? 'Suspend' : 'Reactivate';
  return (
    <Button
      variant="outline"
      size="sm"
      className="whitespace-nowrap"
      aria-label={`${verb} centre ${centre.centreNumber}`}
      onClick={() => onChoose({ centre, to })}
    >
      {verb}
    </Button>
  );
}
