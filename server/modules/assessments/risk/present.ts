import type {
  BusinessRisk,
  BusinessRiskAssessment,
  ChangeRiskAssessment,
  RiskCategory,
} from '../../../../contract/assessments/risk.schema';
import { presentAssessmentHeader } from '../shared/header';
import type { BusinessAssessmentBundle, ChangeRiskBundle } from './assessments';
import type { BusinessRiskBundle, RiskCategoryRow } from './business-risks';

export function presentBusinessRisk(row: BusinessRiskBundle): BusinessRisk {
  const r = row.risk;
  return {
    id: r.id,
    project: r.projectId,
    title: r.title,
    description: r.description,
    mitigation: r.mitigation,
    category: r.categoryId,
    category_name: row.categoryName,
    change: r.changeId,
    change_name: row.changeName,
    owner: row.owner,
    archived: r.archived,
    risk_rating: row.rating,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function presentRiskCategory(row: {
  category: RiskCategoryRow;
  risks?: BusinessRiskBundle[];
}): RiskCategory {
  const c = row.category;
  return {
    id: c.id,
    project: c.projectId,
    name: c.name,
    description: c.description,
    ...(row.risks ? { risks: row.risks.map(presentBusinessRisk) } : {}),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function presentBusinessRiskAssessment(
  bundle: BusinessAssessmentBundle,
): BusinessRiskAssessment {
  const byId = new Map(bundle.risks.map((r) => [r.risk.id, r]));
  const rated = new Set(bundle.ratings.map((r) => r.businessRiskId));
  return {
    ...presentAssessmentHeader(bundle.view),
    assigned_ratings: bundle.ratings.map((r) => {
      const risk = byId.get(r.businessRiskId);
      return {
        business_risk: r.businessRiskId,
        title: risk?.risk.title ?? '',
        category_name: risk?.categoryName ?? null,
        risk_rating: r.riskRating,
        rated_by: r.ratedBy,
        updated_at: r.updatedAt.toISOString(),
      };
    }),
    unrated_risks: bundle.risks
      .filter((r) => !rated.has(r.risk.id))
      .map((r) => ({ id: r.risk.id, title: r.risk.title })),
  };
}

export function presentChangeRiskAssessment(bundle: ChangeRiskBundle): ChangeRiskAssessment {
  return {
    ...presentAssessmentHeader(bundle.view),
    changes: bundle.items.map((i) => ({
      change: i.changeId,
      change_name: i.changeName,
      position: i.position,
      rating: i.rating,
      rationale: i.rationale,
    })),
  };
}
