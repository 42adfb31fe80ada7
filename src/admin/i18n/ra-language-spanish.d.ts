/**
 * The package ships JavaScript only. Its shape, as published in 4.11.3 (react-admin 4's keys), is declared here
 * so that raSpanish.ts can prove at compile time which react-admin 5 keys it still has to add.
 */
declare module '@blackbox-vision/ra-language-spanish/dist-web/index.js' {
  type Texts<K extends string> = Record<K, string>;
  interface SpanishRaMessages {
    action: Texts<
      | 'add_filter'
      | 'add'
      | 'back'
      | 'bulk_actions'
      | 'cancel'
      | 'clear_array_input'
      | 'clear_input_value'
      | 'clone'
      | 'confirm'
      | 'create'
      | 'create_item'
      | 'delete'
      | 'edit'
      | 'export'
      | 'list'
      | 'refresh'
      | 'remove_filter'
      | 'remove_all_filters'
      | 'remove'
      | 'save'
      | 'search'
      | 'select_all'
      | 'select_row'
      | 'show'
      | 'sort'
      | 'undo'
      | 'unselect'
      | 'expand'
      | 'close'
      | 'open_menu'
      | 'close_menu'
      | 'update'
      | 'move_up'
      | 'move_down'
      | 'open'
      | 'toggle_theme'
      | 'select_columns'
      | 'update_application'
    >;
    boolean: Texts<'true' | 'false' | 'null'>;
    page: Texts<
      'create' | 'dashboard' | 'edit' | 'error' | 'list' | 'loading' | 'not_found' | 'show' | 'empty' | 'invite'
    >;
    input: {
      file: Texts<'upload_several' | 'upload_single'>;
      image: Texts<'upload_several' | 'upload_single'>;
      references: Texts<'all_missing' | 'many_missing' | 'single_missing'>;
      password: Texts<'toggle_visible' | 'toggle_hidden'>;
    };
    message: Texts<
      | 'about'
      | 'are_you_sure'
      | 'auth_error'
      | 'bulk_delete_content'
      | 'bulk_delete_title'
      | 'bulk_update_content'
      | 'bulk_update_title'
      | 'clear_array_input'
      | 'delete_content'
      | 'delete_title'
      | 'details'
      | 'error'
      | 'invalid_form'
      | 'loading'
      | 'no'
      | 'not_found'
      | 'yes'
      | 'unsaved_changes'
    >;
    navigation: Texts<
      | 'no_results'
      | 'no_more_results'
      | 'page_out_of_boundaries'
      | 'page_out_from_end'
      | 'page_out_from_begin'
      | 'page_range_info'
      | 'partial_page_range_info'
      | 'current_page'
      | 'page'
      | 'first'
      | 'last'
      | 'next'
      | 'previous'
      | 'page_rows_per_page'
      | 'skip_nav'
    >;
    sort: Texts<'sort_by' | 'ASC' | 'DESC'>;
    auth: Texts<'auth_check_error' | 'user_menu' | 'username' | 'password' | 'sign_in' | 'sign_in_error' | 'logout'>;
    notification: Texts<
      | 'updated'
      | 'created'
      | 'deleted'
      | 'bad_item'
      | 'item_doesnt_exist'
      | 'http_error'
      | 'data_provider_error'
      | 'i18n_error'
      | 'canceled'
      | 'logged_out'
      | 'not_authorized'
      | 'application_update_available'
    >;
    validation: Texts<
      'required' | 'minLength' | 'maxLength' | 'minValue' | 'maxValue' | 'number' | 'email' | 'oneOf' | 'regex'
    >;
    saved_queries: Texts<
      | 'label'
      | 'query_name'
      | 'new_label'
      | 'new_dialog_title'
      | 'remove_label'
      | 'remove_label_with_name'
      | 'remove_dialog_title'
      | 'remove_message'
      | 'help'
    >;
    configurable: {
      customize: string;
      configureMode: string;
      inspector: Texts<'title' | 'content' | 'reset' | 'hideAll' | 'showAll'>;
      Datagrid: Texts<'title' | 'unlabeled'>;
      SimpleForm: Texts<'title' | 'unlabeled'>;
      SimpleList: Texts<'title' | 'primaryText' | 'secondaryText' | 'tertiaryText'>;
    };
  }
  const spanishMessages: { ra: SpanishRaMessages };
  export default spanishMessages;
}
