import type { TrainingCatalogueCounts } from '#shared/schemas/admin-channels';
import { Card } from '#client/components/ui/card';
import { RichMessage } from '#client/components/rich-message';
import { useT } from '#client/lib/i18n/i18n';
import { useTrainingCatalogue } from '../api/channels';
import { useAdminFormats } from './admin-formats';
import { trainingLevelTexts } from './admin-labels';
import { AdminListState } from './admin-list-state';
import { AdminTable, Cell, numberColumn, tableClasses } from './admin-section';

/** The training catalogue's counts by sport and level, read from the code. */
export function TrainingCatalogueCard() {
  const t = useT();
  const formats = useAdminFormats();
  const catalogue = useTrainingCatalogue();
  const counts: TrainingCatalogueCounts | undefined = catalogue.data;
  return (
    <Card
      className="grid grid-cols-[minmax(0,1fr)] gap-4 p-5"
      role="region"
      aria-labelledby="training-catalogue"
    >
      <div>
        <h2 id="training-catalogue" className="text-lg font-semibold">
          {t('admin.catalogue.title')}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t('admin.catalogue.description')}</p>
      </div>
      <AdminListState query={catalogue} isEmpty={!counts?.total} empty={t('admin.catalogue.empty')}>
        {counts ? (
          <>
            <p className="text-sm">
              <RichMessage
                id="admin.catalogue.summary"
                values={{
                  count: counts.total,
                  paidCount: counts.needsSubscription,
                  levels: counts.levels
                    .filter((level) => level.needsSubscription)
                    .map((level) => t(trainingLevelTexts[level.level]))
                    .join(', '),
                }}
                parts={{
                  total: <strong>{formats.count(counts.total)}</strong>,
                  paid: <strong>{formats.count(counts.needsSubscription)}</strong>,
                }}
              />
            </p>
            <AdminTable
              caption={t('admin.catalogue.caption')}
              columns={[
                t('admin.catalogue.column.sport'),
                ...counts.levels.map((level) => ({
                  key: level.level,
                  label: (
                    <>
                      {t(trainingLevelTexts[level.level])}
                      <span className="block text-[0.65rem] font-normal normal-case">
                        {level.needsSubscription
                          ? t('admin.catalogue.subscription')
                          : t('admin.catalogue.free')}
                      </span>
                    </>
                  ),
                  className: 'text-right',
                })),
                numberColumn(t('admin.catalogue.column.total')),
              ]}
              foot={
                <tfoot>
                  <tr className={`${tableClasses.row} bg-muted/50 font-semibold`}>
                    <th scope="row" className={tableClasses.td}>
                      {t('admin.catalogue.allSports')}
                    </th>
                    {counts.levels.map((level) => (
                      <Cell key={level.level} className="text-right tabular-nums">
                        {level.count}
                      </Cell>
                    ))}
                    <Cell className="text-right tabular-nums">{counts.total}</Cell>
                  </tr>
                </tfoot>
              }
            >
              {counts.sports.map((sport) => (
                <tr key={sport.sport} className={tableClasses.row}>
                  <th scope="row" className={`${tableClasses.td} font-medium`}>
                    {sport.name}
                  </th>
                  {counts.levels.map((level) => (
                    <Cell key={level.level} className="text-right tabular-nums">
                      {sport.levels[level.level]}
                    </Cell>
                  ))}
                  <Cell className="text-right font-medium tabular-nums">{sport.total}</Cell>
                </tr>
              ))}
            </AdminTable>
          </>
        ) : null}
      </AdminListState>
    </Card>
  );
}
