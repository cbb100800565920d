import type { PendingStatus, StatusReason } from '@/domain/certificate-status';

/** The four figures of the dashboard's stat cards (docs/product.md, Dashboard home). */
export type DashboardFigures = {
  totalCertificates: number;
  totalStudents: number;
  /** Certificates recorded in the last seven days. */
  recentCertificates: number;
  /** Null for a centre's staff: the review queue is the admins'. */
  failedVerifications: number | null;
};

/** One row of Recent Activity: only what the row shows and what orders it. */
export type RecentCertificate = {
  id: string;
  certificateNumber: string | null;
  fullName: string | null;
  courseName: string | null;
  awardedDate: string;
  createdAt: Date | null;
};

/** A withdrawal or replacement waiting for a second staff member. */
export type AwaitingRequest = {
  certificateId: string;
  /** What was asked for. */
  kind: PendingStatus;
  certificateNumber: string;
  fullName: string;
  requestedBy: string;
  requestedAt: Date | null;
  reason: StatusReason | null;
};

export type AwaitingApproval = { count: number; requests: AwaitingRequest[] };

export const nothingAwaiting: AwaitingApproval = { count: 0, requests: [] };

export type DashboardData = {
  figures: DashboardFigures;
  recent: RecentCertificate[];
  awaiting: AwaitingApproval;
};

export const noFigures: DashboardFigures = {
  totalCertificates: 0,
  totalStudents: 0,
  recentCertificates: 0,
  failedVerifications: 0,
};
