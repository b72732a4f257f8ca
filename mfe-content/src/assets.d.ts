// Images imported by components: webpack emits the file and the import is its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}
