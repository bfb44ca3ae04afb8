import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { userTypes, type UserType } from '#shared/account-fields';
import {
  memberPlanFilters,
  memberRoles,
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
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useSearchText, withParam } from '#client/lib/use-search-text';
import { useAdminMembers, type MemberFilters } from '../api/members';
import { useAdminFormats } from '../components/admin-formats';
import { labelOf, memberSortTexts, planTexts, userTypeTexts } from '../components/admin-labels';
import { AdminListState } from '../components/admin-list-state';
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
  label: MessageId;
  any: MessageId;
  options: { value: string; label: MessageId }[];
}[] = [
  {
    name: 'role',
    label: 'admin.members.filter.role',
    any: 'admin.members.filter.role.any',
    options: [
      { value: 'admin', label: 'admin.members.filter.role.admin' },
      { value: 'user', label: 'admin.members.filter.role.user' },
    ],
  },
  {
    name: 'userType',
    label: 'admin.members.filter.type',
    any: 'admin.members.filter.type.any',
    options: userTypes.map((type) => ({ value: type, label: userTypeTexts[type] })),
  },
  {
    name: 'plan',
    label: 'admin.members.filter.plan',
    any: 'admin.members.filter.plan.any',
    options: memberPlanFilters.map((plan) => ({
      value: plan,
      label: planTexts[plan] ?? 'admin.members.filter.plan.none',
    })),
  },
  {
    name: 'access',
    label: 'admin.members.filter.access',
    any: 'admin.members.filter.access.any',
    options: [
      { value: 'on', label: 'admin.members.filter.access.on' },
      { value: 'off', label: 'admin.members.filter.access.off' },
    ],
  },
  {
    name: 'banned',
    label: 'admin.members.filter.ban',
    any: 'admin.members.filter.ban.any',
    options: [
      { value: 'yes', label: 'admin.members.filter.ban.yes' },
      { value: 'no', label: 'admin.members.filter.ban.no' },
    ],
  },
  {
    name: 'consentPending',
    label: 'admin.members.filter.consent',
    any: 'admin.members.filter.consent.any',
    options: [
      { value: 'yes', label: 'admin.members.filter.consent.yes' },
      { value: 'no', label: 'admin.members.filter.consent.no' },
    ],
  },
];

function MemberRow({ member }: { member: MemberSummary }) {
  const t = useT();
  const formats = useAdminFormats();
  return (
    <tr className={tableClasses.row}>
      <Cell>
        <Link
          to={`/admin-dashboard/members/${encodeURIComponent(member.id)}`}
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          {member.name || t('admin.members.noName')}
        </Link>
      </Cell>
      <Cell className="whitespace-nowrap">
        {member.email}
        {member.emailVerified ? null : (
          <span className="text-muted-foreground block text-xs">
            {t('admin.members.notConfirmed')}
          </span>
        )}
      </Cell>
      <Cell>{member.userType ? t(userTypeTexts[member.userType]) : '—'}</Cell>
      <Cell>
        {member.role === 'admin' ? t('admin.member.role.admin') : t('admin.member.role.user')}
      </Cell>
      <Cell>{member.plan ? labelOf(t, planTexts, member.plan) : '—'}</Cell>
      <Cell>
        {member.access ? (
          t('admin.members.on')
        ) : (
          <span className="font-medium text-red-600 dark:text-red-400">
            {t('admin.members.off')}
          </span>
        )}
      </Cell>
      <Cell>
        {member.banned ? (
          <span className="font-medium text-red-600 dark:text-red-400">
            {t('admin.members.banned')}
          </span>
        ) : (
          t('admin.members.no')
        )}
      </Cell>
      <TimeCell value={member.createdAt} format={formats.longDate} />
      <Cell className="whitespace-nowrap">
        {member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt}>{formats.dateTime(member.lastSignInAt)}</time>
        ) : (
          <span className="text-muted-foreground">{t('admin.members.never')}</span>
        )}
      </Cell>
    </tr>
  );
}

/** Nine columns: the table is wider than the other lists before it scrolls sideways. */
const columns: MessageId[] = [
  'admin.members.column.name',
  'admin.members.column.email',
  'admin.members.column.type',
  'admin.members.column.role',
  'admin.members.column.plan',
  'admin.members.column.access',
  'admin.members.column.banned',
  'admin.members.column.joined',
  'admin.members.column.lastSignIn',
];

/** Every member: found by any part of a name or an email address, filtered, in pages. */
export function Component() {
  const t = useT();
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
    <AdminSection title={t('admin.members.title')} description={t('admin.members.description')}>
      <form
        role="search"
        aria-label={t('admin.members.title')}
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          search.commit();
        }}
      >
        <label htmlFor="member-search" className="text-sm font-medium">
          {t('admin.members.search')}
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
            placeholder={t('admin.members.searchPlaceholder')}
            className="pl-9"
            onChange={(event) => search.setText(event.target.value)}
          />
        </div>
      </form>
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {filterFields.map((field) => (
          <FilterSelect
            key={field.name}
            label={t(field.label)}
            any={t(field.any)}
            options={field.options.map((option) => ({
              value: option.value,
              label: t(option.label),
            }))}
            value={filters[field.name]}
            onChange={(value) => setFilter(field.name, value)}
          />
        ))}
        <FilterSelect
          label={t('admin.members.sortBy')}
          options={memberSorts.map((sort) => ({ value: sort, label: t(memberSortTexts[sort]) }))}
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
              {t('admin.members.clear')}
            </Button>
          </div>
        ) : null}
      </div>
      <AdminListState query={members} isEmpty={items.length === 0} empty={t('admin.members.empty')}>
        <AdminTable
          caption={t('admin.members.caption')}
          minWidth="min-w-[64rem]"
          busy={members.isFetching}
          columns={columns.map((column) => t(column))}
        >
          {items.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </AdminTable>
      </AdminListState>
      <CursorPager pages={pages} nextCursor={members.data?.nextCursor} busy={members.isFetching} />
    </AdminSection>
  );
}
