import { inTaskOfItsOwn } from './next-task';

/**
 * A page's first number formatting loads the browser's locale data for numbers (10–60 ms on a
 * desktop CPU, four times that on Lighthouse's phone), its first date formatting in a time zone
 * the zone data: inside whatever task formats first, the wire contract's module (one of its
 * messages holds a dollar amount) or a render. Started here while the first page's code is still
 * being fetched, each in a task of its own, the later formatting is quick (issue #28).
 */
export function warmUpFormatting(): void {
  inTaskOfItsOwn(() => new Intl.NumberFormat('en-US').format(0));
  inTaskOfItsOwn(() =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric' }).format(0),
  );
}
