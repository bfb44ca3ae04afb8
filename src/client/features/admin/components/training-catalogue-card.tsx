import type { TrainingCatalogueCounts } from '#shared/schemas/admin-channels';
import { trainingLevelLabels } from '#shared/training/levels';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { useTrainingCatalogue } from '../api/channels';
import { AdminTable, Cell, numberColumn, tableClasses } from './admin-section';

/** The training catalogue's counts by sport and level, read from the code. */
export function TrainingCatalogueCard() {
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
          Training catalogue
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          The training videos come with the site itself: this is a count of them, to read only.
          Changing the catalogue means a new version of the site.
        </p>
      </div>
      <ListState query={catalogue} isEmpty={!counts?.total} empty="The catalogue has no videos.">
        {counts ? (
          <>
            <p className="text-sm">
              <strong>{counts.total}</strong> videos in all;{' '}
              <strong>{counts.needsSubscription}</strong> need a subscription (
              {counts.levels
                .filter((level) => level.needsSubscription)
                .map((level) => trainingLevelLabels[level.level])
                .join(', ')}
              ). Basic videos are free for every member whose access is on.
            </p>
            <AdminTable
              caption="Training videos by sport and level"
              columns={[
                'Sport',
                ...counts.levels.map((level) => ({
                  key: level.level,
                  label: (
                    <>
                      {trainingLevelLabels[level.level]}
                      <span className="block text-[0.65rem] font-normal normal-case">
                        {level.needsSubscription ? 'Subscription' : 'Free'}
                      </span>
                    </>
                  ),
                  className: 'text-right',
                })),
                numberColumn('Total'),
              ]}
              foot={
                <tfoot>
                  <tr className={`${tableClasses.row} bg-muted/50 font-semibold`}>
                    <th scope="row" className={tableClasses.td}>
                      All sports
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
      </ListState>
    </Card>
  );
}
