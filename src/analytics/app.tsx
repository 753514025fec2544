/**
 * The analysts' journey map page (issue 25), served at /analytics by the reference server: sign
 * in as an analyst, choose the filters (kind, period, broker, registration flow, funding method),
 * and read the step graph of the kind with live figures (polled every POLL_MS without a reload),
 * the funnel of every kind, the daily trend, and every table with its CSV export. Aggregates only:
 * the server suppresses counts under 5 ("<5") and withholds (null, shown "—" with a title) any
 * figure that would give one back (issue 31) before anything reaches this page.
 */
import {
  Alert,
  AppShell,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  PasswordInput,
  ScrollArea,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  api,
  savedToken,
  signIn,
  Unauthorized,
  type Filters,
  type Graph,
  type Options,
  type Summary,
} from './api';
import { DailyChart, FunnelChart } from './charts';
import {
  cellText,
  cellTitle,
  duration,
  FLOW_LABELS,
  FUNDING_LABELS,
  KIND_LABELS,
  percent,
  PERIOD_LABELS,
  shareTitle,
  WITHHELD_TITLE,
  stepTitle,
} from './format';
import { JourneyMap } from './journey-map';

/** How often the open page asks for fresh figures (ms); `?poll=<ms>` overrides (tests). */
export const POLL_MS = 5_000;

const pollMs = () => {
  const v = Number(new URLSearchParams(location.search).get('poll'));
  return Number.isFinite(v) && v >= 500 ? v : POLL_MS;
};

function SignIn({ onSignedIn }: { onSignedIn: (name: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn((await signIn(email, password)).name);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder shadow="sm" maw={420} mx="auto" mt={80} p="xl" component="section">
      <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <Stack>
          <Title order={1} size="h2" id="sign-in-title">
            Journey map — analyst sign-in
          </Title>
          <Text size="sm" c="gray.7">
            Aggregates of every live application flow. For analysts only.
          </Text>
          {error && (
            <Alert color="red" role="alert" title="Not signed in">
              {error}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** A titled card holding a table, its CSV export and optional content above it. */
function TableCard(props: {
  title: string;
  id: string;
  onExport: () => void;
  children: ReactNode;
  above?: ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-labelledby={props.id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        <Button variant="light" size="xs" onClick={props.onExport}>
          Export CSV<VisuallyHidden> of {props.title.toLowerCase()}</VisuallyHidden>
        </Button>
      </Group>
      {props.above}
      <ScrollArea.Autosize
        mah={420}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${props.title} (scrolls)` }}
      >
        {props.children}
      </ScrollArea.Autosize>
    </Card>
  );
}

const DEFAULT_FILTERS: Filters = {
  kind: 'individual',
  period: '30d',
  broker: '',
  flow: '',
  funding: '',
};

/** The filters of the page's address (`/analytics?kind=joint&broker=HAA`: a view can be shared). */
function filtersOfUrl(): Filters {
  const q = new URLSearchParams(location.search);
  const f = { ...DEFAULT_FILTERS };
  for (const key of Object.keys(f) as Array<keyof Filters>) {
    const v = q.get(key);
    if (v !== null) f[key] = v;
  }
  return f;
}

/** Writes the filters into the address (replaceState: no reload, no history entry per change). */
function filtersToUrl(f: Filters): void {
  const q = new URLSearchParams(location.search);
  for (const [key, v] of Object.entries(f)) {
    if (v === '' || v === DEFAULT_FILTERS[key as keyof Filters]) q.delete(key);
    else q.set(key, v);
  }
  const search = q.toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
}

function Dashboard({ name, onSignedOut }: { name: string; onSignedOut: (msg?: string) => void }) {
  const [filters, setFilters] = useState<Filters>(filtersOfUrl);
  const [options, setOptions] = useState<Options | null>(null);
  const [graphs, setGraphs] = useState<Graph[] | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(true);
  // 100 %: the steps' figures readable, the map scrolls sideways; 'Whole map' fits it to the page.
  const [zoom, setZoom] = useState('1');
  const { ref: mapBox, width: mapWidth } = useElementSize();
  const mapViewport = useRef<HTMLDivElement>(null);
  const seq = useRef(0);

  const fail = useCallback(
    (err: unknown) => {
      if (err instanceof Unauthorized) onSignedOut(err.message);
      else setError(err instanceof Error ? err.message : String(err));
    },
    [onSignedOut],
  );

  useEffect(() => {
    Promise.all([api.options(), api.graphs()])
      .then(([o, g]) => {
        setOptions(o);
        setGraphs(g);
      })
      .catch(fail);
  }, [fail]);

  const refresh = useCallback(async () => {
    const mine = (seq.current += 1);
    try {
      const s = await api.summary(filters);
      if (mine === seq.current) {
        setSummary(s);
        setError(null);
      }
    } catch (err) {
      if (mine === seq.current) fail(err);
    }
  }, [filters, fail]);

  useEffect(() => {
    // The first read at once (after this render), then every pollMs() while live.
    const first = setTimeout(() => void refresh(), 0);
    const timer = live
      ? setInterval(() => {
          if (document.visibilityState === 'visible') void refresh();
        }, pollMs())
      : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh, live]);

  const set = (key: keyof Filters) => (value: string | null) =>
    setFilters((f) => {
      // 'all' is the Selects' "no filter" option (an empty value would read as no selection).
      const next = { ...f, [key]: value === 'all' || value === null ? '' : value };
      filtersToUrl(next);
      return next;
    });
  const exportCsv = (table: 'steps' | 'edges' | 'funnel' | 'daily') => () =>
    void api.downloadCsv(table, filters).catch(fail);
  const graph = graphs?.find((g) => g.Kind === filters.kind) ?? null;

  // The map opens on its first step: dagre centres the main line in a drawing as tall as its
  // widest branching, so the viewport (at most 600 px high) starts with that step in its middle.
  const firstStep = graph?.Nodes[0]?.Id;
  useEffect(() => {
    const viewport = mapViewport.current;
    const node = firstStep ? viewport?.querySelector(`[data-step="${firstStep}"]`) : null;
    if (!viewport || !node) return;
    const r = node.getBoundingClientRect();
    const v = viewport.getBoundingClientRect();
    viewport.scrollTop += r.top + r.height / 2 - (v.top + v.height / 2);
    viewport.scrollLeft = 0;
  }, [firstStep, zoom]);
  const current = summary && summary.Kind === filters.kind ? summary : null;
  const updated = summary ? new Date(summary.GeneratedAt).toLocaleTimeString('en-GB') : null;

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Title order={1} size="h3">
            Journey map
          </Title>
          <Group gap="sm">
            {/* Phones: the 60 px header holds the title and Sign out only (the name wrapped over its border). */}
            <Text size="sm" visibleFrom="sm">
              Signed in as <strong>{name}</strong>
            </Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => void api.signOut().finally(() => onSignedOut())}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Stack gap="md">
          <Card withBorder component="section" aria-label="Filters">
            <Group align="end" gap="md" wrap="wrap">
              <Select
                label="Account kind"
                data={(options?.Kinds ?? [filters.kind]).map((k) => ({
                  value: k,
                  label: KIND_LABELS[k] ?? k,
                }))}
                value={filters.kind}
                onChange={(v) => v && set('kind')(v)}
                allowDeselect={false}
                w={220}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="period-label">
                  Period
                </Text>
                <SegmentedControl
                  aria-labelledby="period-label"
                  data={(options?.Periods ?? ['24h', '7d', '30d', '90d']).map((p) => ({
                    value: p,
                    label: PERIOD_LABELS[p] ?? p,
                  }))}
                  value={filters.period}
                  onChange={set('period')}
                />
              </Stack>
              <Select
                label="Broker"
                data={[
                  { value: 'all', label: 'All brokers' },
                  ...(options?.Brokers ?? []).map((b) => ({ value: b, label: b })),
                ]}
                value={filters.broker || 'all'}
                onChange={set('broker')}
                allowDeselect={false}
                w={150}
              />
              <Select
                label="Registration flow"
                data={[
                  { value: 'all', label: 'All flows' },
                  ...(options?.Flows ?? []).map((f) => ({ value: f, label: FLOW_LABELS[f] ?? f })),
                ]}
                value={filters.flow || 'all'}
                onChange={set('flow')}
                allowDeselect={false}
                w={170}
              />
              <Select
                label="Funding method"
                data={[
                  { value: 'all', label: 'All methods' },
                  ...(options?.FundingMethods ?? []).map((f) => ({
                    value: f,
                    label: FUNDING_LABELS[f] ?? f,
                  })),
                ]}
                value={filters.funding || 'all'}
                onChange={set('funding')}
                allowDeselect={false}
                w={190}
              />
              <Stack gap={6}>
                <Switch
                  label="Live updates"
                  checked={live}
                  onChange={(e) => setLive(e.currentTarget.checked)}
                />
                <Text size="xs" c="gray.7" aria-live="polite" data-testid="updated">
                  {updated ? `Updated ${updated}` : 'Loading…'}
                </Text>
              </Stack>
            </Group>
          </Card>
          {error && (
            <Alert color="red" role="alert" title="The figures could not be loaded">
              {error}
            </Alert>
          )}
          <Card withBorder component="section" aria-labelledby="map-title" p={0}>
            <Group justify="space-between" p="md" pb="xs">
              <Title order={2} size="h4" id="map-title">
                {KIND_LABELS[filters.kind] ?? filters.kind}: where applicants are and where they
                leave
              </Title>
              <Group gap="xs">
                <SegmentedControl
                  size="xs"
                  aria-label="Zoom"
                  data={[
                    { value: 'fit', label: 'Whole map' },
                    { value: '0.75', label: '75%' },
                    { value: '1', label: '100%' },
                  ]}
                  value={zoom}
                  onChange={setZoom}
                />
                <Badge color="red" variant="light">
                  red = biggest drop-offs
                </Badge>
                <Badge variant="light">line width = traffic</Badge>
                <Badge color="gray" variant="light">
                  “now” = active in the last {current?.ActiveMinutes ?? 30} min
                </Badge>
                <Badge color="gray" variant="light" title={WITHHELD_TITLE}>
                  {'“<5”, “—” = fewer than 5, withheld'}
                </Badge>
              </Group>
            </Group>
            <ScrollArea.Autosize
              mah={600}
              type="auto"
              offsetScrollbars
              viewportRef={mapViewport}
              viewportProps={{
                tabIndex: 0,
                role: 'region',
                'aria-label': 'Journey map (scrolls sideways)',
              }}
            >
              <div ref={mapBox} style={{ padding: '0 16px 16px' }}>
                {graph ? (
                  <JourneyMap
                    graph={graph}
                    summary={current}
                    zoom={zoom === 'fit' ? 'fit' : Number(zoom)}
                    fitWidth={mapWidth - 32}
                  />
                ) : (
                  <Loader aria-label="Loading the journey map" />
                )}
              </div>
            </ScrollArea.Autosize>
          </Card>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <TableCard title="Steps" id="steps-title" onExport={exportCsv('steps')}>
              <Table striped highlightOnHover stickyHeader data-testid="steps-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Step</Table.Th>
                    <Table.Th scope="col">Now</Table.Th>
                    <Table.Th scope="col">Reached</Table.Th>
                    <Table.Th scope="col">Left here</Table.Th>
                    <Table.Th scope="col">Went on</Table.Th>
                    <Table.Th scope="col">Median time</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(current?.Steps ?? []).map((s) => (
                    <Table.Tr key={s.Id} data-step-row={s.Id}>
                      <Table.Th scope="row" fw={400}>
                        {stepTitle(graph, s.Id)}{' '}
                        {s.DropOffRank && (
                          <Badge color="red" size="xs">
                            drop-off #{s.DropOffRank}
                          </Badge>
                        )}
                        <Text size="xs" c="gray.7">
                          {s.Path ?? 'submitted'}
                        </Text>
                      </Table.Th>
                      <Table.Td title={cellTitle(s.Now)}>{cellText(s.Now)}</Table.Td>
                      <Table.Td title={cellTitle(s.Reached)}>{cellText(s.Reached)}</Table.Td>
                      <Table.Td title={cellTitle(s.Left)}>{cellText(s.Left)}</Table.Td>
                      <Table.Td title={shareTitle(s.ContinuedPercent)}>
                        {percent(s.ContinuedPercent)}
                      </Table.Td>
                      <Table.Td title={shareTitle(s.MedianSeconds)}>
                        {duration(s.MedianSeconds)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableCard>
            <TableCard title="Moves between steps" id="edges-title" onExport={exportCsv('edges')}>
              <Table striped stickyHeader data-testid="edges-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">From</Table.Th>
                    <Table.Th scope="col">To</Table.Th>
                    <Table.Th scope="col">Moves</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(current?.Edges ?? [])
                    .filter((e) => e.Traffic !== 0)
                    .map((e) => (
                      <Table.Tr key={`${e.From}>${e.To}`}>
                        <Table.Td>{stepTitle(graph, e.From)}</Table.Td>
                        <Table.Td>{stepTitle(graph, e.To)}</Table.Td>
                        <Table.Td title={cellTitle(e.Traffic)}>{cellText(e.Traffic)}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </TableCard>
          </SimpleGrid>
          <TableCard
            title="Funnel per kind"
            id="funnel-title"
            onExport={exportCsv('funnel')}
            above={
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="md">
                {(summary?.Funnel ?? []).map((row) => (
                  <Stack key={row.Kind} gap={4}>
                    <Text size="sm" fw={700}>
                      {KIND_LABELS[row.Kind] ?? row.Kind}
                    </Text>
                    <FunnelChart row={row} />
                  </Stack>
                ))}
              </SimpleGrid>
            }
          >
            <Table striped data-testid="funnel-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Kind</Table.Th>
                  <Table.Th scope="col">Created</Table.Th>
                  <Table.Th scope="col">Secured</Table.Th>
                  <Table.Th scope="col">Funded</Table.Th>
                  <Table.Th scope="col">Submitted</Table.Th>
                  <Table.Th scope="col">Verified</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(summary?.Funnel ?? []).map((r) => (
                  <Table.Tr key={r.Kind} data-funnel-row={r.Kind}>
                    <Table.Th scope="row" fw={400}>
                      {KIND_LABELS[r.Kind] ?? r.Kind}
                    </Table.Th>
                    <Table.Td title={cellTitle(r.Created)}>{cellText(r.Created)}</Table.Td>
                    <Table.Td title={cellTitle(r.Secured)}>{cellText(r.Secured)}</Table.Td>
                    <Table.Td title={cellTitle(r.Funded)}>{cellText(r.Funded)}</Table.Td>
                    <Table.Td title={cellTitle(r.Submitted)}>{cellText(r.Submitted)}</Table.Td>
                    <Table.Td title={cellTitle(r.Verified)}>{cellText(r.Verified)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableCard>
          <TableCard
            title="Daily starts and completions"
            id="daily-title"
            onExport={exportCsv('daily')}
            above={
              current && (
                <Stack gap={4} mb="md">
                  <Group gap="md">
                    <Badge color="blue" variant="dot">
                      started
                    </Badge>
                    <Badge color="green" variant="dot">
                      completed
                    </Badge>
                  </Group>
                  <DailyChart daily={current.Daily} />
                </Stack>
              )
            }
          >
            <Table striped stickyHeader data-testid="daily-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Day (UTC)</Table.Th>
                  <Table.Th scope="col">Started</Table.Th>
                  <Table.Th scope="col">Completed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(current?.Daily ?? [])
                  .slice()
                  .reverse()
                  .map((d) => (
                    <Table.Tr key={d.Day}>
                      <Table.Th scope="row" fw={400}>
                        {d.Day}
                      </Table.Th>
                      <Table.Td title={cellTitle(d.Starts)}>{cellText(d.Starts)}</Table.Td>
                      <Table.Td title={cellTitle(d.Completions)}>
                        {cellText(d.Completions)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </TableCard>
          <Text size="xs" c="gray.7">
            Counts from 1 to 4 show as “&lt;5”; shares and medians need 5 applications. No names,
            e-mails or ids are ever shown or exported. The step graph is drawn from the wizard’s
            machine definitions, the same source as <code>npm run charts</code>.
          </Text>
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}

/** The page: the sign-in until an analyst token works, then the dashboard. */
export function AnalyticsApp() {
  const [name, setName] = useState<string | null>(null);
  const [checking, setChecking] = useState(!!savedToken());
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!savedToken()) return;
    api
      .me()
      .then((me) => setName(me.Name))
      .catch(() => setName(null))
      .finally(() => setChecking(false));
  }, []);
  if (checking) return <Loader m="xl" aria-label="Checking your sign-in" />;
  if (!name)
    return (
      <main>
        {notice && (
          <Alert color="yellow" maw={420} mx="auto" mt="md" role="status">
            {notice}
          </Alert>
        )}
        <SignIn
          onSignedIn={(n) => {
            setNotice(null);
            setName(n);
          }}
        />
      </main>
    );
  return (
    <Dashboard
      name={name}
      onSignedOut={(msg) => {
        setNotice(msg ?? null);
        setName(null);
      }}
    />
  );
}
