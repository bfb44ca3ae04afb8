import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { labels, userTypes, type UserType } from '#shared/account-fields';
import {
  memberPlanFilters,
  memberPlanLabels,
  memberRoles,
  memberSortLabels,
  memberSorts,
  onOff,
  yesNo,
  type MemberPlanFilter,
  type MemberRole,
  type MemberSort,
  type OnOff,
  type YesNo,
} from '#shared/admin-members';
import type { MemberSummary } from '#shared/schemas/admin-members';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { longDate, shortDateTime } from '#client/lib/format-date';
import { useSearchText, withParam } from '#client/lib/use-search-text';
import { ListState } from '#client/components/ui/list-state';
import { useAdminMembers, type MemberFilters } from '../api/members';
import {
  AdminSection,
  AdminTable,
  Cell,
  tableClasses,
  TimeCell,
} from '../components/admin-section';
import { CursorPager, useCursorPages } from '../components/cursor-pager';
import { FilterSelect } from '../components/filter-select';

/** A value from the address bar, if it is one of the choices. */
const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

type FilterName = 'role' | 'userType' | 'plan' | 'access' | 'banned' | 'consentPending' | 'sort';

/** The filters live in the address, so Back from a member's page returns to the same list. */
function filtersFrom(params: URLSearchParams): MemberFilters {
  return {
    q: params.get('q')?.trim() || undefined,
    role: oneOf<MemberRole>(memberRoles, params.get('role')),
    userType: oneOf<UserType>(userTypes, params.get('userType')),
    plan: oneOf<MemberPlanFilter>(memberPlanFilters, params.get('plan')),
    access: oneOf<OnOff>(onOff, params.get('access')),
    banned: oneOf<YesNo>(yesNo, params.get('banned')),
    consentPending: oneOf<YesNo>(yesNo, params.get('consentPending')),
    sort: oneOf<MemberSort>(memberSorts, params.get('sort')),
  };
}

const filterFields: {
  name: Exclude<FilterName, 'sort'>;
  label: string;
  any: string;
  options: { value: string; label: string }[];
}[] = [
  {
    name: 'role',
    label: 'Role',
    any: 'Any role',
    options: [
      { value: 'admin', label: 'Administrators' },
      { value: 'user', label: 'Members' },
    ],
  },
  {
    name: 'userType',
    label: 'Type',
    any: 'Any type',
    options: userTypes.map((type) => ({ value: type, label: labels.userType[type] })),
  },
  {
    name: 'plan',
    label: 'Plan',
    any: 'Any plan',
    options: memberPlanFilters.map((plan) => ({
      value: plan,
      label: memberPlanLabels[plan] ?? 'No plan',
    })),
  },
  {
    name: 'access',
    label: 'Access',
    any: 'Access on or off',
    options: [
      { value: 'on', label: 'Access on' },
      { value: 'off', label: 'Access off' },
    ],
  },
  {
    name: 'banned',
    label: 'Ban',
    any: 'Banned or not',
    options: [
      { value: 'yes', label: 'Banned' },
      { value: 'no', label: 'Not banned' },
    ],
  },
  {
    name: 'consentPending',
    label: 'Guardian consent',
    any: 'Any consent',
    options: [
      { value: 'yes', label: 'Consent pending' },
      { value: 'no', label: 'No consent pending' },
    ],
  },
];

const sortOptions = memberSorts.map((sort) => ({ value: sort, label: memberSortLabels[sort] }));

const typeLabel = (member: MemberSummary) =>
  member.userType ? labels.userType[member.userType] : '—';

function MemberRow({ member }: { member: MemberSummary }) {
  return (
    <tr className={tableClasses.row}>
      <Cell>
        <Link
          to={`/admin-dashboard/members/${encodeURIComponent(member.id)}`}
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          {member.name || 'No name'}
        </Link>
      </Cell>
      <Cell className="whitespace-nowrap">
        {member.email}
        {member.emailVerified ? null : (
          <span className="text-muted-foreground block text-xs">Not confirmed</span>
        )}
      </Cell>
      <Cell>{typeLabel(member)}</Cell>
      <Cell>{member.role === 'admin' ? 'Administrator' : 'Member'}</Cell>
      <Cell>{member.plan ? (memberPlanLabels[member.plan] ?? member.plan) : '—'}</Cell>
      <Cell>
        {member.access ? (
          'On'
        ) : (
          <span className="font-medium text-red-600 dark:text-red-400">Off</span>
        )}
      </Cell>
      <Cell>
        {member.banned ? (
          <span className="font-medium text-red-600 dark:text-red-400">Banned</span>
        ) : (
          'No'
        )}
      </Cell>
      <TimeCell value={member.createdAt} format={longDate} />
      <Cell className="whitespace-nowrap">
        {member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt}>{shortDateTime(member.lastSignInAt)}</time>
        ) : (
          <span className="text-muted-foreground">Never</span>
        )}
      </Cell>
    </tr>
  );
}

/** Nine columns: the table is wider than the other lists before it scrolls sideways. */
const columns = [
  'Name',
  'Email',
  'Type',
  'Role',
  'Plan',
  'Access',
  'Banned',
  'Joined',
  'Last sign-in',
];

/** Every member: found by any part of a name or an email address, filtered, in pages. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const pages = useCursorPages();
  // The search is sent once typing pauses; a new search starts at the first page.
  const search = useSearchText({ onWrite: pages.reset });
  const members = useAdminMembers({ ...filters, cursor: pages.cursor });
  const items = members.data?.items ?? [];

  function setFilter(name: FilterName, value: string | undefined) {
    setParams(withParam(name, value), { replace: true });
    pages.reset();
  }

  const filtered = filterFields.some((field) => filters[field.name]) || Boolean(filters.q);

  return (
    <AdminSection
      title="Members"
      description="Find any member by part of their name or email address, then open them to act."
    >
      <form
        role="search"
        aria-label="Members"
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          search.commit();
        }}
      >
        <label htmlFor="member-search" className="text-sm font-medium">
          Search members
        </label>
        <div className="relative mt-1">
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden
          />
          <Input
            id="member-search"
            type="search"
            value={search.text}
            maxLength={200}
            autoComplete="off"
            placeholder="Part of a name or an email address"
            className="pl-9"
            onChange={(event) => search.setText(event.target.value)}
          />
        </div>
      </form>
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {filterFields.map((field) => (
          <FilterSelect
            key={field.name}
            label={field.label}
            any={field.any}
            options={field.options}
            value={filters[field.name]}
            onChange={(value) => setFilter(field.name, value)}
          />
        ))}
        <FilterSelect
          label="Sort by"
          options={sortOptions}
          value={filters.sort ?? 'newest'}
          onChange={(sort) => setFilter('sort', sort === 'newest' ? undefined : sort)}
        />
        {filtered ? (
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={() => {
                search.setText('');
                setParams(filters.sort ? { sort: filters.sort } : {}, { replace: true });
                pages.reset();
              }}
            >
              Clear search and filters
            </Button>
          </div>
        ) : null}
      </div>
      <ListState
        query={members}
        isEmpty={items.length === 0}
        empty="No members match these filters."
      >
        <AdminTable
          caption="Members matching the search and filters"
          minWidth="min-w-[64rem]"
          busy={members.isFetching}
          columns={columns}
        >
          {items.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </AdminTable>
      </ListState>
      <CursorPager pages={pages} nextCursor={members.data?.nextCursor} busy={members.isFetching} />
    </AdminSection>
  );
}
