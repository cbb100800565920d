/** Every dashboard query's key, from one place (docs/decisions/020-staff-data-layer.md). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: () => [...dashboardKeys.all, 'home'] as const,
};
