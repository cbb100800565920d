import { creditValue, levelLabel, type DetailedQualification } from '@/domain/catalogue';

type Fact = {
  term: string;
  detail: string;
  /** Takes the full width of the two-column phone layout. */
  wide?: boolean;
};

/** The facts a centre or learner checks first, as a description list. */
export function KeyFacts({ qualification }: { qualification: DetailedQualification }) {
  const facts: Fact[] = [
    { term: 'Qualification type', detail: qualification.type },
    { term: 'Level', detail: levelLabel(qualification.level) },
    { term: 'Sector', detail: qualification.sector },
    { term: 'Total qualification time (TQT)', detail: `${qualification.tqt} hours` },
    { term: 'Guided learning hours (GLH)', detail: `${qualification.glh} hours` },
    { term: 'Credit value', detail: String(creditValue(qualification.tqt)) },
    { term: 'Minimum age', detail: String(qualification.minimumAge) },
    { term: 'Framework', detail: 'Regulated Qualifications Framework (RQF)', wide: true },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:block lg:divide-y lg:divide-slate-200 print:grid print:grid-cols-4 print:gap-x-4 print:gap-y-1 print:divide-y-0">
      {facts.map(({ term, detail, wide }) => (
        <div
          key={term}
          className={`lg:py-2.5 lg:first:pt-0 lg:last:pb-0 print:col-span-1 print:py-0 ${wide ? 'col-span-2' : ''}`}
        >
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-semibold text-slate-900">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
