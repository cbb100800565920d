import { describe, expect, it } from 'vitest';

import { linkedInAddToProfileUrl } from './linkedin';

describe('linkedInAddToProfileUrl', () => {
  it('fills in every field of LinkedIn’s certification form, each encoded', () => {
    const address = linkedInAddToProfileUrl({
      name: 'Larkfield Level 3 Award in Education & Training (RQF)',
      organizationId: '10483517',
      issued: { year: 2025, month: 3 },
      certUrl: 'https://www.larkfieldawards.example/s/ABCDEFGHJKMN?x=1&y=2',
      certId: '086525417',
    });
    expect(address).toBe(
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME' +
        '&name=Larkfield%20Level%203%20Award%20in%20Education%20%26%20Training%20(RQF)' +
        '&organizationId=10483517' +
        '&issueYear=2025' +
        '&issueMonth=3' +
        '&certUrl=https%3A%2F%2Fwww.larkfieldawards.example%2Fs%2FABCDEFGHJKMN%3Fx%3D1%26y%3D2' +
        '&certId=086525417',
    );
    const url = new URL(address);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Larkfield Level 3 Award in Education & Training (RQF)',
      organizationId: '10483517',
      issueYear: '2025',
      issueMonth: '3',
      certUrl: 'https://www.larkfieldawards.example/s/ABCDEFGHJKMN?x=1&y=2',
      certId: '086525417',
    });
  });

  it('encodes what would otherwise end a field or start another', () => {
    const address = linkedInAddToProfileUrl({
      name: 'Café #1 + more = 100%',
      organizationId: '1',
      issued: null,
      certUrl: 'https://example.org/s/A B',
      certId: 'ID&x=y',
    });
    expect(address).not.toContain('issueYear');
    expect(new URL(address).searchParams.get('name')).toBe('Café #1 + more = 100%');
    expect(new URL(address).searchParams.get('certId')).toBe('ID&x=y');
    expect(address).toContain('name=Caf%C3%A9%20%231%20%2B%20more%20%3D%20100%25');
  });
});
