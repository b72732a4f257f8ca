export { DataTable, type DataColumn } from './data-table';
export { StatCard } from './stat-card';
