// The dictionary lookup lives with the dictionary queries; the recruitment pages import it from here.
export { useDictMap } from '../../../api/platform.ts';
