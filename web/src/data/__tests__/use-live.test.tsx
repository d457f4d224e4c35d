/**
 * A served page hydrates from the data the server rendered it with; the live read's first answer is
 * most often that same data, and must not re-render the page. A real change still shows.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION } from '@/testing/render';
import { DataProvider } from '../data-provider';
import type { DataPort, Query } from '../port';
import { PreloadProvider, queryKey } from '../preload';
import { useLiveQuery } from '../use-live';

const PROJECTS: Query<'projects'> = { collection: 'projects' };

/** Counts its renders, and shows the first project's title. */
function FirstProject({ renders }: { renders: { count: number } }) {
  const { data } = useLiveQuery(PROJECTS);
  renders.count += 1;
  return <p>{data[0]?.title ?? 'none'}</p>;
}

/** The port, and a promise of the next answer its subscriptions give. */
function watchedPort() {
  const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
  let answered: () => void = () => {};
  const next = () => new Promise<void>((resolve) => (answered = resolve));
  const watched: DataPort = {
    ...port,
    subscribe: (query, onNext, onError) =>
      port.subscribe(
        query,
        (docs) => {
          onNext(docs);
          answered();
        },
        onError,
      ),
  };
  return { port, watched, next };
}

describe('useLiveQuery on a served page', () => {
  it('keeps the page as rendered when the first answer is what the server sent, and shows a change', async () => {
    const { port, watched, next } = watchedPort();
    const served = await port.getDocs(PROJECTS);
    const first = served[0];
    if (!first) throw new Error('the sample site has projects');
    const renders = { count: 0 };
    const firstAnswer = next();
    render(
      <DataProvider port={watched}>
        <PreloadProvider value={{ data: { [queryKey(PROJECTS)]: served } }}>
          <FirstProject renders={renders} />
        </PreloadProvider>
      </DataProvider>,
    );
    expect(screen.getByText(first.title)).toBeInTheDocument();
    await act(() => firstAnswer);
    expect(renders.count).toBe(1);

    const edited = next();
    await act(async () => {
      await port.update('projects', first.id, { title: 'Renamed elsewhere' });
      await edited;
    });
    expect(await screen.findByText('Renamed elsewhere')).toBeInTheDocument();
    expect(renders.count).toBeGreaterThan(1);
  });
});
