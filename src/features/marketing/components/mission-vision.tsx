type MissionVisionProps = { mission: string; vision: string };

export function MissionVision({ mission, vision }: MissionVisionProps) {
  const items = [
    { title: 'Our mission', text: mission },
    { title: 'Our vision', text: vision },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.title}
          className="rounded-2xl border-l-4 border-accent-400 bg-brand-50 p-6 sm:p-8"
        >
          <h3 className="text-xl font-bold text-brand-900">{item.title}</h3>
          <p className="mt-3 text-lg leading-relaxed text-slate-800">{item.text}</p>
        </div>
      ))}
    </div>
  );
}
