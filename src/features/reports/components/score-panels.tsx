import { Caption1 } from '@fluentui/react-components';
import { attentionLevelLabels } from '@contract/assessments/summary';
import type { Dashboard } from '@contract/reports/portfolio.schema';

type Score = Dashboard['leader_scores']['activation'];

const percent = (score: Score) => (score.score === null ? 'No score yet' : `${score.score}%`);

/**
 * The dashboard's panels other areas feed: readiness and risk per change (assessments), leader
 * activation and engagement, and new-ways-of-working adoption (leaders). Levels are words, not
 * colours.
 */
export function ScorePanels({
  dashboard,
  panelClass,
  listClass,
  mutedClass,
}: {
  dashboard: Dashboard;
  panelClass: string;
  listClass: string;
  mutedClass: string;
}) {
  const { readiness, leader_scores: leaders, nwow_adoption: nwow } = dashboard;
  return (
    <>
      <section className={panelClass} aria-labelledby="readiness-risk">
        <h2 id="readiness-risk">Readiness and risk</h2>
        <p>
          {readiness.by_level
            .map((l) => `${attentionLevelLabels[l.level]}: ${l.count}`)
            .join(' · ')}
        </p>
        {readiness.attention.length === 0 ? (
          <p>No change in these filters yet.</p>
        ) : (
          <ul className={listClass} aria-label="Changes needing most attention">
            {readiness.attention.map((c) => (
              <li key={c.change}>
                {c.name} ({c.project.name}): {attentionLevelLabels[c.level]}, score {c.score}
                {c.reasons.length > 0 ? (
                  <Caption1 className={mutedClass}> — {c.reasons.join('; ')}</Caption1>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={panelClass} aria-labelledby="leader-scores">
        <h2 id="leader-scores">Leaders</h2>
        <Caption1 className={mutedClass}>
          {leaders.project_count === 0
            ? 'No project in these filters has activation cycles yet.'
            : `Over ${leaders.project_count} ${leaders.project_count === 1 ? 'project' : 'projects'} with activation cycles.`}
        </Caption1>
        <p>
          Activation: {percent(leaders.activation)}
          <br />
          <Caption1 className={mutedClass}>{leaders.activation.explanation}</Caption1>
        </p>
        <p>
          Engagement: {percent(leaders.engagement)}
          <br />
          <Caption1 className={mutedClass}>{leaders.engagement.explanation}</Caption1>
        </p>
      </section>
      <section className={panelClass} aria-labelledby="nwow-adoption">
        <h2 id="nwow-adoption">New ways of working</h2>
        {nwow.behaviours === 0 ? (
          <p>No behaviours are tracked in these projects yet.</p>
        ) : (
          <p>
            Adoption: {nwow.adoption_rate ?? 0}%
            <br />
            <Caption1 className={mutedClass}>
              {nwow.adopted} of {nwow.behaviours} behaviours are lived consistently (average 4 or
              more).
            </Caption1>
          </p>
        )}
      </section>
    </>
  );
}
