export default defineBackground(() => {
  console.info('phpShort background ready');
});
