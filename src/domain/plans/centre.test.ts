import { describe, expect, it } from 'vitest';

import { centreStatusFrom } from '../centres';
import { appliedInMemory } from './apply-in-memory';
import { planApproveCentre } from './centre';
import { SERVER_TIME } from './plan';

const actor = { uid: 'admin-uid', email: 'registrar@larkfield.test' };

describe('planApproveCentre', () => {
  it('writes the centre under its number, active, naming who approved it at the commit', () => {
    const plan = planApproveCentre({ centreNumber: '87602', name: 'Pennine Skills', actor });
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'centres/87602',
        data: {
          name: 'Pennine Skills',
          status: 'active',
          approvedAt: SERVER_TIME,
          approvedBy: 'registrar@larkfield.test',
          approvedByUid: 'admin-uid',
        },
      },
    ]);
  });

  it('leaves a centre that the app reads as active, approved at the time the change was made', () => {
    const at = new Date('2018-09-03T10:00:00Z');
    const after = appliedInMemory(
      new Map(),
      planApproveCentre({ centreNumber: '88145', name: '', actor }),
      at,
    );
    const centre = after.get('centres/88145');
    expect(centre).toMatchObject({ name: '', approvedAt: at });
    expect(centreStatusFrom(centre?.status)).toBe('active');
  });
});
