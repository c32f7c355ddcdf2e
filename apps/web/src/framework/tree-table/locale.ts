import { registerLocale } from '../registerLocale';

registerLocale({ treeTable: { loading: 'loading...' } }, { treeTable: { loading: 'loading...' } });
