import { creditValue, levelLabel, type Qualification } from '@/domain/catalogue';

/** The facts a centre or learner checks first, as a description list. */
export function KeyFacts({ qualification }: { qualification: Qualification }) {
  const facts: [term: string, detail: string][] = [
    ['Qualification type', qualification.type],
    ['Level', levelLabel(qualification.level)],
    ['Sector', qualification.sector],
    ['Total qualification time (TQT)', `${qualification.tqt} hours`],
    ['Guided learning hours (GLH)', `${qualification.glh} hours`],
    ['Credit value', String(creditValue(qualification.tqt))],
    ['Minimum age', `${qualification.minimumAge}`],
    ['Framework', 'Regulated Qualifications Framework (RQF)'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:block lg:divide-y lg:divide-slate-200 print:grid print:grid-cols-4 print:gap-x-4 print:gap-y-1 print:divide-y-0">
      {facts.map(([term, detail]) => (
        <div key={term} className="lg:py-2.5 lg:first:pt-0 lg:last:pb-0 print:py-0">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-semibold text-slate-900">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
