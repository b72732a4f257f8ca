export { DataTable, type DataColumn } from './data-table';
export { RecordList } from './record-list';
export { StatCard } from './stat-card';
export { SectionHeading, TabSection, type TabName } from './tab-section';
