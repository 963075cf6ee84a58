import { todayMessages as m } from '@shop/contracts/today-messages';
import { PageTitle } from '../../components/ui/page-title';
import { preloadable } from '../../lib/preloadable';

// The screen is its own chunk (with what it takes from customer orders), so the router's entry names one file for
// 'Hoy' and the account shell's first load does not grow (decision 0760). `prepare` loads it before the first render
// (the HTML preloads it too), so it does not suspend then.
const screen = preloadable(() => import('./today-screen').then((x) => x.TodayScreen));

export const prepare = () => screen.load();

/** /mi-cuenta/hoy: a member's first screen (issue 29, decision 0760). */
export default function Page() {
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <screen.Component />
    </>
  );
}
