import {
  CheckmarkCircleRegular,
  ClockRegular,
  DismissCircleRegular,
  ErrorCircleRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import {
  approvalStatusLabels,
  ragStatusLabels,
  type ApprovalStatus,
  type RagStatus,
} from '@contract/assessments/assessments';
import { attentionLevelLabels, type AttentionLevel } from '@contract/assessments/summary';
import type { StatusMap } from '@/components/status-badge';

export const attentionLooks: StatusMap<AttentionLevel> = {
  LOW: { label: attentionLevelLabels.LOW, icon: CheckmarkCircleRegular, tone: 'success' },
  MEDIUM: { label: attentionLevelLabels.MEDIUM, icon: WarningRegular, tone: 'warning' },
  HIGH: { label: attentionLevelLabels.HIGH, icon: ErrorCircleRegular, tone: 'danger' },
};

export const ragLooks: StatusMap<RagStatus> = {
  GREEN: { label: ragStatusLabels.GREEN, icon: CheckmarkCircleRegular, tone: 'success' },
  AMBER: { label: ragStatusLabels.AMBER, icon: WarningRegular, tone: 'warning' },
  RED: { label: ragStatusLabels.RED, icon: ErrorCircleRegular, tone: 'danger' },
};

export const approvalLooks: StatusMap<ApprovalStatus> = {
  PENDING: { label: approvalStatusLabels.PENDING, icon: ClockRegular, tone: 'brand' },
  APPROVED: { label: approvalStatusLabels.APPROVED, icon: CheckmarkCircleRegular, tone: 'success' },
  REJECTED: { label: approvalStatusLabels.REJECTED, icon: DismissCircleRegular, tone: 'danger' },
};
