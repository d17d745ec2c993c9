// The chunk LazyResult loads: antd's Result alone (a dynamic import of 'antd' itself would take all of antd).
export { Result } from 'antd';
