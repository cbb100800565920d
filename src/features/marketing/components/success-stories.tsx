import type { SuccessStory } from '@/content/learners';

type SuccessStoriesProps = { stories: SuccessStory[] };

export function SuccessStories({ stories }: SuccessStoriesProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {stories.map((story) => (
        <li key={story.name}>
          <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
              >
                {initials(story.name)}
              </span>
              <div>
                <h3 className="text-xl font-semibold text-brand-900">{story.headline}</h3>
                <p className="text-slate-600">{story.name}</p>
              </div>
            </div>
            <p className="mt-5 text-sm font-semibold text-brand-700">{story.qualification}</p>
            <p className="mt-2 leading-relaxed text-slate-700">{story.story}</p>
            <p className="mt-4 rounded-lg bg-accent-100 p-4 leading-relaxed text-slate-800">
              <span className="font-semibold">Today: </span>
              {story.outcome}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}
