/** The blog's six static articles (document 1, section 2). Read time is computed from the text. */
export interface Article {
  id: string;
  title: string;
  category: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  tags: string[];
  excerpt: string;
  body: string[];
  featured?: boolean;
}

export const WORDS_PER_MINUTE = 200;

/** Minutes to read excerpt and body at 200 words a minute, at least 1. */
export function readMinutes(article: Pick<Article, 'excerpt' | 'body'>): number {
  const words = [article.excerpt, ...article.body].join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const ARTICLES: Article[] = [
  {
    id: 'introducing-routier',
    title: 'Introducing Routier: route optimisation you can run yourself',
    category: 'Announcements',
    date: '2026-11-02',
    author: 'Routier maintainers',
    tags: ['open source', 'release', 'self-hosting'],
    featured: true,
    excerpt:
      'Routier is an open-source platform for planning delivery routes: a solver, an API, a command line and the console you are looking at. Here is what it does today and why we built it in the open.',
    body: [
      "Most small delivery businesses plan routes in a spreadsheet and a map tab. The tools that do better are usually closed, priced per vehicle, and hold your data in someone else's system. Routier is our answer: the whole stack, from the optimisation engine to this console, under the MIT licence.",
      'A route in Routier is a start location and a list of stops. The solver orders the stops to minimise distance, time or cost, and when there are several vehicles it decides which vehicle serves which stop, respecting capacities, delivery windows, service times and working hours. When a stop cannot be served, it says so and gives the reason.',
      'You can use Routier in three ways: in the browser, where dispatchers plan and check routes on a map; from the routier command line, for CSV imports, exports and batch runs in scripts; and through the REST API or the TypeScript SDK, for developers who want routing inside their own systems.',
      'It runs on one machine with nothing else installed: npm install and npm start give you the console and the API on an embedded database. When you outgrow that, point it at PostgreSQL, add a geocoder and a road-routing server, and run more workers.',
    ],
  },
  {
    id: 'how-the-solver-works',
    title: 'How the solver turns a list of stops into a route',
    category: 'Engineering',
    date: '2026-10-20',
    author: 'Routier engine team',
    tags: ['optimisation', 'vehicle routing', 'algorithms'],
    excerpt:
      'A quick first route, then many small improvements: a look inside the local search behind every optimised route.',
    body: [
      'Finding the best order of even a few dozen stops is a hard combinatorial problem, so practical solvers do not look for a perfect answer. They build a reasonable route quickly, then improve it step by step.',
      'Routier starts by inserting stops one at a time where they add the least cost. It then tries small changes, such as moving a stop, swapping two stops or reversing a stretch of the route, and keeps every change that makes the plan cheaper without breaking a constraint.',
      'To avoid getting stuck, the search occasionally removes a group of stops and re-inserts them differently. It stops when its time budget ends, so a larger budget usually gives a better plan, and the same input with the same seed always gives the same answer.',
    ],
  },
  {
    id: 'time-windows',
    title: 'Delivery slots without surprises: time windows in practice',
    category: 'Guides',
    date: '2026-10-06',
    author: 'Routier docs team',
    tags: ['time windows', 'constraints', 'planning'],
    excerpt:
      'How to describe delivery slots, service times and shift limits so that the plan matches what happens on the road.',
    body: [
      'A time window is the interval in which a stop may be served, for example 09:00 to 11:00. Give each stop its window and a realistic service time: the minutes spent parking, unloading and getting a signature.',
      'Windows interact with each other and with the shift. A route may have to wait before an early window opens, and a tight window late in the day can make a stop impossible to reach. Routier reports those stops as unassigned with the reason, so you can widen a window, add a vehicle or move the stop to another day.',
      'Start with the windows your customers were actually promised, then tighten or relax them. Optimising several times with different settings takes seconds and shows what each promise costs.',
    ],
  },
  {
    id: 'csv-import',
    title: 'Importing a week of routes from a spreadsheet',
    category: 'Guides',
    date: '2026-09-22',
    author: 'Routier docs team',
    tags: ['CSV', 'import', 'export'],
    excerpt:
      'The columns Routier reads, how rows become routes, and how to round-trip your plans through CSV.',
    body: [
      'Routier imports CSV files with one row per stop. Rows that share a route name become one route, with the start location, scheduled date and stops you give. Addresses are geocoded once and the coordinates are kept.',
      'Before anything is saved, the console shows the first rows of the file so you can check that the columns were recognised. Problems are reported by row and column, so a typo in row 212 does not mean starting over.',
      'Exports use the same columns, which means a file you export can be edited in a spreadsheet and imported again. That makes CSV a simple bridge to order systems and driver apps that Routier does not talk to directly.',
    ],
  },
  {
    id: 'self-hosting-postgres',
    title: 'Running Routier on your own server with PostgreSQL',
    category: 'Operations',
    date: '2026-09-08',
    author: 'Routier maintainers',
    tags: ['self-hosting', 'PostgreSQL', 'deployment'],
    excerpt:
      'From the embedded database of a first try to a production setup with PostgreSQL and several workers.',
    body: [
      'Out of the box, Routier keeps its data in an embedded PostgreSQL-compatible database inside a data directory. That is ideal for trying it out and for a single small team.',
      'For production, set DATABASE_URL to a PostgreSQL server and run the migrations. Sessions, routes and optimisation jobs then live in PostgreSQL, so you can run several server processes behind a load balancer and add worker processes for long optimisations.',
      'Every outside service is optional and switched on by configuration: Google or another OpenID Connect provider for sign-in, Nominatim or Google for geocoding, OSRM for road travel times, Stripe for billing. Without them Routier still works and tells you what is not available.',
    ],
  },
  {
    id: 'scripting-dispatch',
    title: 'Scripting dispatch with the CLI and the TypeScript SDK',
    category: 'Developers',
    date: '2026-08-25',
    author: 'Routier engine team',
    tags: ['API', 'SDK', 'CLI', 'automation'],
    excerpt:
      'Nightly imports, batch optimisation and exports without opening a browser: two ways to automate Routier.',
    body: [
      "The routier command line covers the jobs operations staff repeat every day: import tomorrow's routes from CSV, optimise them as a batch, export the result. Each command can print one JSON document and exits with a meaningful code, so it fits into cron jobs and CI pipelines.",
      "Developers can go further with the SDK. It is generated from the same OpenAPI contract as the server, so every request and answer is typed: createClient with your server's address and an API token, then call the operations you need.",
      'API tokens are created in your account, shown once and revocable at any time. They act as you, and see exactly the data you see.',
    ],
  },
];
